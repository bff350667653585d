import { PostCard } from '@/components/blog/PostCard'
import { CardGrid } from '@/components/content/CardGrid'
import { blogPostPath } from '@/domain/contentPages'
import { latestPosts } from '@/domain/pageBlocks'
import type { LatestPostsBlock } from '@/payload-types'
import { getSitePosts } from '@/sites/data/posts'

import { BlockSection } from '../BlockSection'
import styles from '../blocks.module.css'
import type { BlockContext } from '../context'
import cards from './LatestPosts.module.css'

/** The newest blog posts as cards, with a way to the blog; nothing when the site has none. */
export async function LatestPosts({ block, context }: { block: LatestPostsBlock; context: BlockContext }) {
  const { site } = context
  const posts = latestPosts(await getSitePosts(site.id), block.count).flatMap((post) => {
    const href = blogPostPath(post)
    return href ? [{ post, href }] : []
  })
  if (posts.length === 0) return null
  return (
    <BlockSection
      id={context.key}
      heading={block.heading}
      action={
        <a href="/blog" className={styles.more}>
          All posts
        </a>
      }
    >
      <CardGrid as="ul" className={cards.list}>
        {posts.map(({ post, href }) => (
          <li key={post.id}>
            <PostCard post={post} href={href} timeZone={site.timeZone} headingLevel="h3" lazy />
          </li>
        ))}
      </CardGrid>
    </BlockSection>
  )
}
