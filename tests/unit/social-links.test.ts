import { describe, expect, it } from 'vitest'

import { socialLinks } from '@/domain/socialLinks'

describe("the footer's social links", () => {
  it('lists the pages the site stores, Facebook, Instagram, YouTube then LinkedIn, https only', () => {
    const links = socialLinks({
      linkedinUrl: 'https://www.linkedin.com/company/swan',
      facebookUrl: 'https://www.facebook.com/swan',
      instagramUrl: '',
      youtubeUrl: 'https://www.youtube.com/@swan',
    })
    expect(links.map((link) => [link.label, link.href])).toEqual([
      ['Facebook', 'https://www.facebook.com/swan'],
      ['YouTube', 'https://www.youtube.com/@swan'],
      ['LinkedIn', 'https://www.linkedin.com/company/swan'],
    ])
  })

  it('drops what is not an https address', () => {
    expect(socialLinks({ facebookUrl: 'javascript:alert(1)', instagramUrl: 'http://insta.example', youtubeUrl: 'not a url' })).toEqual([])
    expect(socialLinks(null)).toEqual([])
  })
})
