import { priceBandChoices } from '@/domain/priceRanges'
import type { NumberRange } from '@/domain/searchUrl'
import { priceText } from '@/domain/simpleSearch'

/** A plain price choice in $10,000 bands, written as min:max (in `price`, or the search page's `range[price]`); a range typed into the address stays selectable. */
export function PriceSelect({ id, price, name = 'price' }: { id: string; price: NumberRange | undefined; name?: string }) {
  const value = price ? priceText(price) : ''
  const choices = priceBandChoices().map((band) => ({ label: band.label, value: priceText({ min: band.min, max: band.max ?? undefined }) }))
  if (value && !choices.some((choice) => choice.value === value)) choices.unshift({ label: 'Your price range', value })
  return (
    <p>
      <label htmlFor={id}>Price</label>
      <select id={id} name={name} defaultValue={value}>
        <option value="">Any price</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </p>
  )
}
