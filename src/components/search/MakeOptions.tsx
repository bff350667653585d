import type { MakeSelectOptions } from '@/domain/makeSelect'

/** The options of a make select: popular makes first, then all makes (src/domain/makeSelect.ts). */
export function MakeOptions({ options }: { options: MakeSelectOptions }) {
  return (
    <>
      {options.popular.length > 0 ? (
        <optgroup label="Popular makes">
          {options.popular.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </optgroup>
      ) : null}
      <optgroup label="All makes">
        {options.all.map((make) => (
          <option key={make} value={make}>
            {make}
          </option>
        ))}
      </optgroup>
    </>
  )
}
