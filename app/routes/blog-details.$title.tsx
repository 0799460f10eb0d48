import { data, Link } from "react-router";
import { formatDate } from "~/components/blog/format-date";
import { Breadcrumb } from "~/components/catalog/Breadcrumb";
import { en } from "~/messages/en";
import { breadcrumbLd, publicUrlOf, seo } from "~/seo";
import type { Route } from "./+types/blog-details.$title";

export async function loader({ params, context }: Route.LoaderArgs) {
  const { blog, catalog } = context.services;
  const [post] = await blog.byUrlTitle(params.title);
  if (!post) throw data(null, { status: 404 });
  const [latest, categories] = await Promise.all([blog.list(4), catalog.listCategories()]);
  return { post, latest, categories };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { post } = loaderData;
  const base = publicUrlOf(matches);
  const path = `/blog-details/${post.blog_url_title}`;
  return seo(matches, {
    title: post.blog_title_display,
    description: post.short_description_for_list,
    path,
    image: post.blog_logo,
    type: "article",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.blog_title_display,
        datePublished: post.posted_on,
        author: { "@type": "Person", name: post.postedby_name },
        image: `${base}${post.blog_logo}`,
        description: post.short_description_for_list,
        mainEntityOfPage: `${base}${path}`,
      },
      breadcrumbLd(base, [
        { name: "Home", path: "/" },
        { name: "Blog", path: "/blog" },
        { name: post.blog_title_display, path },
      ]),
    ],
  });
}

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const { post, latest, categories } = loaderData;
  return (
    <div className="container-page py-6">
      <Breadcrumb trail={[{ name: en.pages.blog, to: "/blog" }, { name: post.blog_title_display }]} />
      <div className="mt-4 grid gap-10 lg:grid-cols-[1fr_300px]">
        <article>
          <img
            src={post.blog_logo}
            alt={post.blog_logo_alt}
            width={800}
            height={450}
            fetchPriority="high"
            className="aspect-video w-full rounded-lg object-cover"
          />
          <p className="mt-4 text-sm text-stone-600">
            {en.blog.by} <span className="font-semibold text-stone-800">{post.postedby_name}</span> ·{" "}
            <time dateTime={post.posted_on}>{formatDate(post.posted_on)}</time>
          </p>
          <h1 className="mt-2 text-2xl font-bold text-stone-950 sm:text-3xl">{post.blog_title_display}</h1>
          {/* Sanitised when staff saved it. */}
          <div className="prose-shop mt-2" dangerouslySetInnerHTML={{ __html: post.blog_description }} />
        </article>
        <aside className="space-y-8">
          <section aria-labelledby="more-posts">
            <h2 id="more-posts" className="text-lg font-bold text-brand-900">
              {en.blog.morePosts}
            </h2>
            <ul className="mt-3 space-y-3">
              {latest.map((p) => (
                <li key={p.id}>
                  <Link to={`/blog-details/${p.blog_url_title}`} className="flex gap-3 hover:underline">
                    <img
                      src={p.blog_logo}
                      alt=""
                      width={96}
                      height={54}
                      loading="lazy"
                      className="rounded object-cover"
                    />
                    <span className="text-sm font-semibold">{p.blog_title_display}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="shop-now">
            <h2 id="shop-now" className="text-lg font-bold text-brand-900">
              {en.blog.shopNow}
            </h2>
            <ul className="mt-3 flex flex-wrap gap-2">
              {categories.map((c) => (
                <li key={c.id}>
                  <Link
                    to={`/products/${c.categorykey}`}
                    className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 text-sm hover:bg-brand-50"
                  >
                    {c.category}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
