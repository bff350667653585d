import { describe, expect, it } from 'vitest'

import { LEAD_DELIVERY_MAX_ATTEMPTS, LEAD_RETRY_FIRST_DELAY_MS } from '@/domain/leads/deliveryRetry'
import { afterAttempt, channelsStillDue } from '@/domain/leads/deliveryChannels'
import { isPublicAddress } from '@/server/publicAddress'
import { postLeadWebhook } from '@/leads/delivery/webhook'

const AT = new Date('2026-11-24T02:00:00Z')

describe('channels still owed', () => {
  it('a new lead owes its email, and its webhook when the site has one', () => {
    expect(channelsStillDue([], false)).toEqual(['email'])
    expect(channelsStillDue([], true)).toEqual(['email', 'webhook'])
  })

  it('a sent email is never owed again when only the webhook failed', () => {
    const log = [
      { channel: 'email', outcome: 'sent' },
      { channel: 'webhook', outcome: 'failed' },
    ] as const
    expect(channelsStillDue(log, true)).toEqual(['webhook'])
  })

  it('the latest entry of a channel decides', () => {
    const log = [
      { channel: 'webhook', outcome: 'failed' },
      { channel: 'webhook', outcome: 'sent' },
      { channel: 'email', outcome: 'sent' },
      { channel: 'email', outcome: 'failed' },
    ] as const
    expect(channelsStillDue(log, true)).toEqual(['email'])
  })
})

describe('the lead after an attempt', () => {
  it('is delivered when nothing failed', () => {
    expect(afterAttempt(3, [], AT)).toEqual({ status: 'delivered' })
  })

  it('retries only the failed channels, on the domain’s schedule', () => {
    expect(afterAttempt(1, ['webhook'], AT)).toEqual({ status: 'retrying', channels: ['webhook'], nextAttemptAt: new Date(AT.getTime() + LEAD_RETRY_FIRST_DELAY_MS) })
  })

  it('fails after the last attempt', () => {
    expect(afterAttempt(LEAD_DELIVERY_MAX_ATTEMPTS, ['email'], AT)).toEqual({ status: 'failed', channels: ['email'] })
  })
})

describe('webhooks go to public addresses only', () => {
  it('refuses loopback, private, link-local, carrier-grade NAT and reserved addresses, IPv4 and IPv6', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', 'not an address']) {
      expect(isPublicAddress(address), address).toBe(false)
    }
  })

  it('allows public addresses', () => {
    for (const address of ['1.1.1.1', '172.32.0.1', '203.2.218.214', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isPublicAddress(address), address).toBe(true)
  })
})

describe('the webhook sender', () => {
  const target = (url: string) => ({ url, secret: 'a-secret-of-at-least-32-characters-long' })

  it('resolves the host at send time and refuses one that resolves to loopback', async () => {
    delete process.env.LEAD_WEBHOOK_ALLOW_PRIVATE
    await expect(postLeadWebhook(target('https://localhost/leads'), '{}', AT)).rejects.toThrow(/^The webhook host localhost resolves to (127\.0\.0\.1|::1), a private or reserved address/)
    await expect(postLeadWebhook(target('https://169.254.169.254/latest'), '{}', AT)).rejects.toThrow('The webhook address 169.254.169.254 is a private or reserved address')
    await expect(postLeadWebhook(target('https://[::1]:8443/'), '{}', AT)).rejects.toThrow('The webhook address ::1 is a private or reserved address')
  })

  it('sends over https only', async () => {
    await expect(postLeadWebhook(target('http://203.0.113.10/leads'), '{}', AT)).rejects.toThrow('The webhook address must start with https://')
  })
})
