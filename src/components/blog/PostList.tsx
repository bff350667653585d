import { DateTime } from 'luxon'
import Link from 'next/link'

import { blogCategoriesWithPosts, blogCategoryByKey, blogCategoryPath, blogPostPath, type BlogCategory } from '@/domain/contentPages'
import type { PostSummary } from '@/sites/data/posts'

export function postDate(iso: string, timeZone: string): string {
  return DateTime.fromISO(iso, { zone: timeZone }).toFormat('d LLLL yyyy')
}

/** The blog list with its category tabs (only categories that have posts). */
export function PostList({ posts, allPosts, current, timeZone }: { posts: PostSummary[]; allPosts: PostSummary[]; current: BlogCategory | null; timeZone: string }) {
  const categories = blogCategoriesWithPosts(allPosts)
  return (
    <>
      <nav aria-label="Blog categories" className="blog-categories">
        <Link href="/blog" aria-current={current === null ? 'page' : undefined}>
          All
        </Link>
        {categories.map((category) => (
          <Link key={category.slug} href={blogCategoryPath(category)} aria-current={current?.slug === category.slug ? 'page' : undefined}>
            {category.label}
          </Link>
        ))}
      </nav>
      {posts.length === 0 ? <p>There are no posts here yet.</p> : null}
      <ul className="post-list">
        {posts.map((post) => {
          const href = blogPostPath(post)
          if (!href) return null
          return (
            <li key={post.id} className="post-card">
              <p className="post-meta">
                {blogCategoryByKey(post.category)?.label} · <time dateTime={post.publishedAt}>{postDate(post.publishedAt, timeZone)}</time>
              </p>
              <h2>
                <Link href={href}>{post.title}</Link>
              </h2>
              <p>{post.excerpt}</p>
            </li>
          )
        })}
      </ul>
    </>
  )
}
