import { Card, CardBody, CardMedia } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import { blogCategoryByKey } from '@/domain/contentPages'
import type { PostSummary } from '@/sites/data/posts'

import { postDate } from './postDate'
import styles from './PostCard.module.css'

/**
 * A blog post's card, alike on the blog and in the home page's latest posts:
 * its picture (or a placeholder of the same 16:9 box), category, date, title
 * and excerpt; the title's link covers the card.
 */
export function PostCard({ post, href, timeZone, headingLevel: Heading, lazy = false }: { post: PostSummary; href: string; timeZone: string; headingLevel: 'h2' | 'h3'; lazy?: boolean }) {
  const image = post.heroImage && typeof post.heroImage === 'object' ? post.heroImage : null
  return (
    <Card interactive className={`post-card ${styles.card}`}>
      <CardMedia className={styles.media}>{image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt="" loading={lazy ? 'lazy' : undefined} /> : <Icon name="camera" size={40} />}</CardMedia>
      <CardBody>
        <p className={styles.meta}>
          {blogCategoryByKey(post.category)?.label} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt, timeZone)}</time>
        </p>
        <Heading className={styles.title}>
          <a href={href}>{post.title}</a>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
      </CardBody>
    </Card>
  )
}
