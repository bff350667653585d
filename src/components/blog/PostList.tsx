import { DateTime } from 'luxon'

import { CardGrid } from '@/components/content/CardGrid'
import { Card, CardBody, CardMedia } from '@/components/ui/Card'
import { Chip } from '@/components/ui/Chip'
import { Icon } from '@/components/ui/Icon'
import { blogCategoriesWithPosts, blogCategoryByKey, blogCategoryPath, blogPostPath, type BlogCategory } from '@/domain/contentPages'
import type { PostSummary } from '@/sites/data/posts'

import styles from './PostList.module.css'

export function postDate(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat('d LLLL yyyy')
}

/** The blog list with its category tabs (only categories that have posts). */
export function PostList({ posts, allPosts, current, timeZone }: { posts: PostSummary[]; allPosts: PostSummary[]; current: BlogCategory | null; timeZone: string }) {
  const categories = blogCategoriesWithPosts(allPosts)
  return (
    <>
      <nav aria-label="Blog categories" className={styles.categories}>
        <Chip href="/blog" selected={current === null}>
          All
        </Chip>
        {categories.map((category) => (
          <Chip key={category.slug} href={blogCategoryPath(category)} selected={current?.slug === category.slug}>
            {category.label}
          </Chip>
        ))}
      </nav>
      {posts.length === 0 ? <p>There are no posts here yet.</p> : null}
      <CardGrid as="ul">
        {posts.map((post) => {
          const href = blogPostPath(post)
          if (!href) return null
          const image = post.heroImage && typeof post.heroImage === 'object' ? post.heroImage : null
          return (
            <li key={post.id}>
              <Card interactive className={`post-card ${styles.card}`}>
                <CardMedia className={styles.media}>{image?.url ? <img src={image.sizes?.card?.url ?? image.url} alt="" /> : <Icon name="car" size={40} />}</CardMedia>
                <CardBody>
                  <p className={styles.meta}>
                    {blogCategoryByKey(post.category)?.label} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt, timeZone)}</time>
                  </p>
                  <h2 className={styles.title}>
                    <a href={href}>{post.title}</a>
                  </h2>
                  <p className={styles.excerpt}>{post.excerpt}</p>
                </CardBody>
              </Card>
            </li>
          )
        })}
      </CardGrid>
    </>
  )
}
