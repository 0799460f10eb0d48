import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { businessIn } from "../lib/business";
import { HTML_LANG } from "../lib/i18n/language";
import type { Route } from "./+types/root";
// The stylesheet is written into the page (app/inline-style.tsx), not linked: no request before the first paint.
import stylesheet from "./app.css?url";
import { CustomerProvider } from "./components/account/CustomerProvider";
import { isWithdrawn, Withdrawn } from "./components/catalog/Withdrawn";
import { CheckoutSkeleton } from "./components/checkout/CheckoutSkeleton";
import { Footer } from "./components/layout/Footer";
import { Header } from "./components/layout/Header";
import { NavigationProgress } from "./components/layout/NavigationProgress";
import { NotFound } from "./components/layout/NotFound";
import { OfflineNote } from "./components/layout/OfflineNote";
import { TestModeBanner } from "./components/layout/TestModeBanner";
import { Toaster } from "./components/ui/Toaster";
import { CatalogueScript, useLang, useT } from "./i18n/i18n";
import { InlineStylesheet } from "./inline-style";
import { useNonce } from "./nonce";
import { customerOf } from "./session.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  // Taken first: for an address no page can have, reaching the services answers 404 (server/ssr.ts).
  const { catalog, settings, cart, licences } = context.services;
  // The back office has its own layout and data (app/routes/admin/layout.tsx): none of the shop's.
  if (new URL(request.url).pathname.startsWith("/admin")) return null;
  const [business, categories, topProducts, user, shownLicences, offline] = await Promise.all([
    settings.business(),
    catalog.in(context.lang).listCategories(),
    catalog.in(context.lang).topProducts(),
    // A page rendered to be kept for signed-in customers was told what it shows of them.
    context.personal ? null : customerOf(request, context),
    // Valid today (India's day): the footer and the about page (docs/decisions/0047-regulated-sales.md).
    licences.shown(),
    settings.offline(),
  ]);
  // Only the cart's count: a signed-in customer's catalogue page is kept and shared by every
  // customer with as many lines (docs/decisions/0056-signed-in-pages.md), so nothing else of theirs.
  const customer = context.personal
    ? { cartCount: context.personal.cartCount }
    : user
      ? { cartCount: await cart.count(user.userId) }
      : null;
  // The sandbox takes no money: every page says so while it is the payment provider.
  const testMode = context.services.checkout.provider.name === "sandbox";
  return {
    // The owner's texts in the reader's language (the footer, contact and privacy pages).
    business: businessIn(business, context.lang),
    licences: shownLicences,
    // The page's own time ("prices as of" on a copy kept for offline) and the owner's switch.
    renderedAt: new Date().toISOString(),
    serviceWorker: offline.serviceWorker,
    // The phone asked to save data: the smallest pictures and no video (app/lib/pictures.ts).
    saveData: request.headers.get("save-data")?.trim().toLowerCase() === "on",
    publicUrl: context.publicUrl,
    categories,
    topProducts,
    customer,
    testMode,
    lang: context.lang,
  };
}

export type RootData = NonNullable<Awaited<ReturnType<typeof loader>>>;

/** The root loader's data, for the header, footer and page metadata. */
export function useRootData(): RootData | null | undefined {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  // null: a back-office page, which draws its own layout (in English).
  const data = useRootData();
  const lang = useLang();
  // Marks the page as running its scripts once React has taken it over: the browser tests wait
  // for it, and it says when a button that needs scripts (a menu, a dialog) will answer.
  useEffect(() => {
    document.documentElement.dataset.scripts = "running";
  }, []);
  return (
    <html lang={data === null ? HTML_LANG.en : HTML_LANG[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        <link rel="icon" href="/images/logo.svg" type="image/svg+xml" />
        {data !== null && (
          <link rel="manifest" href={lang === "hi" ? "/manifest.hi.webmanifest" : "/manifest.webmanifest"} />
        )}
        {data !== null && <link rel="apple-touch-icon" href="/icons/icon-192.png" />}
        <Meta />
        <InlineStylesheet href={stylesheet} nonce={nonce} />
        <Links />
      </head>
      <body className="min-h-screen flex flex-col bg-white text-stone-900">
        {data === null ? (
          children
        ) : (
          <>
            <a href="#main" className="skip-link">
              <SkipText />
            </a>
            {data?.testMode && <TestModeBanner />}
            {data && <OfflineNote renderedAt={data.renderedAt} workerOn={data.serviceWorker} />}
            <NavigationProgress />
            <StoreToaster>
              <CustomerProvider customer={data?.customer ?? null}>
                <Header business={data?.business} categories={data?.categories ?? []} />
                <main id="main" className="flex-1">
                  {children}
                </main>
                <Footer
                  business={data?.business}
                  categories={data?.categories ?? []}
                  topProducts={data?.topProducts ?? []}
                  licences={data?.licences ?? []}
                />
              </CustomerProvider>
            </StoreToaster>
            {/* After the content: the page's text comes first, the scripts read this once it is all parsed. */}
            <CatalogueScript />
          </>
        )}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Going to the checkout: a skeleton of its layout while its data loads (the bar above spins).
  const navigation = useNavigation();
  if (navigation.state === "loading" && navigation.location.pathname === "/checkout")
    return <CheckoutSkeleton />;
  return <Outlet />;
}

export function ErrorBoundary() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFound />;
  }
  if (isRouteErrorResponse(error) && error.status === 410 && isWithdrawn(error.data)) {
    return <Withdrawn product={error.data.withdrawn} />;
  }
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>{t.error.title}</title>
      <h1 className="text-2xl font-bold">{t.error.title}</h1>
      <p className="mt-2">{t.error.text}</p>
      <a className="btn-primary mt-6 inline-flex" href="/">
        {t.notFound.goHome}
      </a>
    </section>
  );
}

function SkipText() {
  return useT().nav.skipToContent;
}

/** The storefront's messages, dismissed in the page's language. */
function StoreToaster({ children }: { children: ReactNode }) {
  return <Toaster closeLabel={useT().nav.closeMessage}>{children}</Toaster>;
}
