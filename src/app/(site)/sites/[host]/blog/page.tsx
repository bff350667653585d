import { PostList } from '@/components/blog/PostList'
import { PageHeader } from '@/components/content/PageHeader'
import { getSitePosts } from '@/sites/data/posts'
import { sitePage } from '@/sites/sitePage'

const page = sitePage({
  metadata: ({ site }) => ({ path: '/blog', title: 'Blog', description: `Vehicle reviews, buyer advice, motoring tips and servicing insights from ${site.name}.` }),
  render: async ({ site }) => {
    const posts = await getSitePosts(site.id)
    return (
      <section>
        <PageHeader title="Blog" trail={[{ href: '/', label: 'Home' }]} lead={`News, reviews and advice from ${site.name}.`} />
        <PostList posts={posts} allPosts={posts} current={null} timeZone={site.timeZone} />
      </section>
    )
  },
})

export const generateMetadata = page.generateMetadata
export default page.Page
