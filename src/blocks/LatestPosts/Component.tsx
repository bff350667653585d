
import { postDate } from '@/components/blog/PostList'
import { CardGrid } from '@/components/content/CardGrid'
import { Card, CardBody, CardMedia } from '@/components/ui/Card'
import { Icon } from '@/components/ui/Icon'
import { blogCategoryByKey, blogPostPath } from '@/domain/contentPages'
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
  const posts = latestPosts(await getSitePosts(site.id), block.count).filter((post) => blogPostPath(post) !== null)
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
        {posts.map((post) => {
          const image = post.heroImage && typeof post.heroImage === 'object' ? post.heroImage : null
          return (
            <li key={post.id}>
              <Card interactive className={cards.card}>
                <CardMedia>{image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt="" loading="lazy" /> : <Icon name="car" size={40} />}</CardMedia>
                <CardBody>
                  <p className={cards.meta}>
                    {blogCategoryByKey(post.category)?.label} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt, site.timeZone)}</time>
                  </p>
                  <h3 className={cards.title}>
                    <a href={blogPostPath(post)!}>{post.title}</a>
                  </h3>
                  <p className={cards.excerpt}>{post.excerpt}</p>
                </CardBody>
              </Card>
            </li>
          )
        })}
      </CardGrid>
    </BlockSection>
  )
}
