import { PostList } from '@/components/blog/PostList'
import { PageHeader } from '@/components/content/PageHeader'
import { blogCategoryBySlug, blogCategoryPath } from '@/domain/contentPages'
import { getSitePosts } from '@/sites/data/posts'
import { sitePage, type SitePageContext } from '@/sites/sitePage'

/** /blog/vehicle-reviews and the other blog categories (BLOG_CATEGORIES); an unknown slug has no page. */
const page = sitePage({
  load: ({ params }: SitePageContext<{ category: string }>) => {
    const category = blogCategoryBySlug(params.category)
    return category && { category }
  },
  metadata: ({ site, category }) => ({ path: blogCategoryPath(category), title: `${category.label} | Blog`, description: `${category.label} from ${site.name}.` }),
  render: async ({ site, category }) => {
    const posts = await getSitePosts(site.id)
    return (
      <section>
        <PageHeader title={category.label} trail={[{ href: '/', label: 'Home' }, { href: '/blog', label: 'Blog' }]} />
        <PostList posts={posts.filter((post) => post.category === category.key)} allPosts={posts} current={category} timeZone={site.timeZone} />
      </section>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
