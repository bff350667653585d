/** Labelled facts as a description list: a car's key information, a card's facts, finance figures. */
export function FactList({ facts, className }: { facts: readonly { label: string; value: string }[]; className?: string }) {
  return (
    <dl className={className}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  )
}
