/**
 * The dealer's social pages (facebook_url, instagram_url and, from a
 * location, youtube_url and linkedin_url), as the footer
 * lists them: in this order, only those the site stores, and only https
 * addresses, so a typo never becomes a link.
 */

export const SOCIAL_NETWORKS = [
  { network: 'facebook', label: 'Facebook', field: 'facebookUrl' },
  { network: 'instagram', label: 'Instagram', field: 'instagramUrl' },
  { network: 'youtube', label: 'YouTube', field: 'youtubeUrl' },
  { network: 'linkedin', label: 'LinkedIn', field: 'linkedinUrl' },
] as const

export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]['network']
export type SocialLink = { network: SocialNetwork; label: string; href: string }

type SocialContact = Partial<Record<(typeof SOCIAL_NETWORKS)[number]['field'], string | null>>

export function socialLinks(contact: SocialContact | null | undefined): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ network, label, field }) => {
    const href = contact?.[field]?.trim()
    if (!href) return []
    try {
      return new URL(href).protocol === 'https:' ? [{ network, label, href }] : []
    } catch {
      return []
    }
  })
}
