import { CardGrid } from '@/components/content/CardGrid'
import { Chip } from '@/components/ui/Chip'
import { blogCategoriesWithPosts, blogCategoryPath, blogPostPath, type BlogCategory } from '@/domain/contentPages'
import type { PostSummary } from '@/sites/data/posts'

import { PostCard } from './PostCard'
import styles from './PostList.module.css'

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
          return href ? (
            <li key={post.id}>
              <PostCard post={post} href={href} timeZone={timeZone} headingLevel="h2" />
            </li>
          ) : null
        })}
      </CardGrid>
    </>
  )
}
