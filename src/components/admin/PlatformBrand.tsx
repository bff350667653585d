import { platformIconUrl, platformName } from '@/lib/platformName'

/** The admin's marks, in the platform's name (PLATFORM_NAME): the login page's logo and the side menu's icon. */
export function PlatformLogo() {
  const name = platformName()
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, fontSize: 28, fontWeight: 700, letterSpacing: '-0.01em' }}>
      <img src={platformIconUrl(name)} alt="" width={40} height={40} />
      {name}
    </span>
  )
}

export function PlatformIcon() {
  const name = platformName()
  return <img src={platformIconUrl(name)} alt={name} width={24} height={24} />
}

/** Above the login form: whose admin this is and who signs in here. */
export function PlatformLoginIntro() {
  return (
    <p style={{ margin: '0 0 calc(var(--base) * 1.5)', color: 'var(--theme-elevation-800)' }}>
      Sign in to the {platformName()} admin to edit your dealer website. Staff are invited by their agency.
    </p>
  )
}
