import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { GroupField, RichTextField, TextareaField, TextField, Validate } from 'payload'
import { richText } from 'payload/shared'

import { comparisonRateProblem, interestRateProblem, textRateProblem, type AdvertisedFinance } from '@/domain/advertisedRates'
import { COMPARISON_RATE_BASIS } from '@/domain/financeDisclosure'

/** The group's name: texts check their rates against `data.finance`. */
const FINANCE = 'finance'

type WithFinance = { [FINANCE]?: AdvertisedFinance | null }

/**
 * The finance an offer or promo card advertises. Payload validates only on
 * publish (drafts skip field validation), so a draft may hold a rate without
 * its comparison rate while it is prepared; publishing it is refused with the
 * message beside the field.
 */
export function advertisedFinanceField(): GroupField {
  return {
    name: FINANCE,
    type: 'group',
    label: 'Finance',
    admin: {
      description:
        'Advertising a rate? Enter it here, never only in the text: the interest rate shows beside its comparison rate at the same size, with the comparison rate warning. Publishing a rate without its comparison rate is refused.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'interestRate',
            type: 'number',
            label: 'Interest rate (% p.a.)',
            admin: { step: 0.01, placeholder: 'e.g. 6.99' },
            validate: ((_value, { siblingData }) => interestRateProblem(siblingData as AdvertisedFinance) ?? true) as Validate,
          },
          {
            name: 'comparisonRate',
            type: 'number',
            label: 'Comparison rate (% p.a.)',
            admin: { step: 0.01, placeholder: 'e.g. 7.45' },
            validate: ((_value, { siblingData }) => comparisonRateProblem(siblingData as AdvertisedFinance) ?? true) as Validate,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'term', type: 'number', min: 1, admin: { step: 1, description: 'The example loan’s term.' } },
          {
            name: 'termUnit',
            type: 'select',
            label: 'Term in',
            defaultValue: 'years',
            options: [
              { label: 'Years', value: 'years' },
              { label: 'Months', value: 'months' },
            ],
          },
          { name: 'amountFinanced', type: 'number', label: 'Amount financed ($)', min: 0, admin: { step: 1 } },
        ],
      },
      {
        name: 'comparisonBasis',
        type: 'text',
        label: 'Comparison rate based on',
        admin: { placeholder: COMPARISON_RATE_BASIS, description: `The loan the comparison rate is worked out on. Empty: "${COMPARISON_RATE_BASIS}"` },
      },
    ],
  }
}

/** A text or textarea field refused on publish when it quotes a rate and the finance group has no comparison rate. */
export function rateCheckedText<Field extends TextField | TextareaField>(field: Omit<Field, 'validate'>, what: string): Field {
  const validate = (value: string | null | undefined, { data }: { data: Partial<WithFinance> }) => {
    if (field.required && !value?.trim()) return 'Required'
    return textRateProblem(what, value, data?.[FINANCE]) ?? true
  }
  return { ...field, validate } as unknown as Field
}

/** A rich text field held to the same rule, after the editor's own checks. */
export function rateCheckedRichText(field: Omit<RichTextField, 'validate'>, what: string): RichTextField {
  const validate: RichTextField['validate'] = async (value, options) => {
    const checked = await richText(value, options)
    if (checked !== true) return checked
    const text = value ? convertLexicalToPlaintext({ data: value as Parameters<typeof convertLexicalToPlaintext>[0]['data'] }) : ''
    return textRateProblem(what, text, (options.data as Partial<WithFinance>)?.[FINANCE]) ?? true
  }
  return { ...field, validate }
}
