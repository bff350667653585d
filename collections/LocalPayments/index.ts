import { systemCollection } from '../systemCollection'

/**
 * The local test payment provider's payments (src/payments/localProvider.ts):
 * what a card processor would keep, for the embedded default, where no money
 * moves. Hidden and closed; only the provider reads and writes it.
 */
export const LocalPayments = systemCollection({
  slug: 'local-payments',
  timestamps: true,
  fields: [
    { name: 'paymentId', type: 'text', required: true, unique: true },
    { name: 'reservationId', type: 'text', required: true },
    { name: 'amountCents', type: 'number', required: true },
    { name: 'description', type: 'text', required: true },
    { name: 'returnUrl', type: 'text', required: true },
    { name: 'cancelUrl', type: 'text', required: true },
    { name: 'status', type: 'select', required: true, options: ['open', 'paid', 'failed', 'refunded'].map((value) => ({ label: value, value })) },
    { name: 'refundId', type: 'text' },
  ],
})
