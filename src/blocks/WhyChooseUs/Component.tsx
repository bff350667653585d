import { Icon, type IconName } from '@/components/ui/Icon'
import type { WhyChooseUsBlock } from '@/payload-types'

import { BlockSection } from '../BlockSection'
import type { BlockContext } from '../context'
import styles from './WhyChooseUs.module.css'

/** The dealer's reasons, each an icon, a title and a line. */
export function WhyChooseUs({ block, context }: { block: WhyChooseUsBlock; context: BlockContext }) {
  if (block.items.length === 0) return null
  return (
    <BlockSection id={context.key} heading={block.heading}>
      <ul className={styles.list}>
        {block.items.map((item, at) => (
          <li key={item.id ?? at} className={styles.item}>
            <span className={styles.icon}>
              <Icon name={item.icon as IconName} size={24} />
            </span>
            <h3 className={styles.title}>{item.title}</h3>
            {item.text ? <p className={styles.text}>{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
