import { Center, Loader } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PRODUCT_NAME } from '@crm/contracts';

/** The page title (spec 000 §2.1): the first path segment, or the product name on /home and /. */
function pageTitle(pathname: string): string {
  const segment = pathname.split('/')[1] ?? '';
  return !segment || segment === 'home' ? PRODUCT_NAME : segment;
}

/** A full-page spinner while a lazy page loads. */
export function PageLoader() {
  return (
    <Center mih="50vh" aria-busy="true">
      <Loader aria-label="Loading" />
    </Center>
  );
}

/** The root of every route: keeps the document title in step and catches lazy loads. */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
  }, [pathname]);
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}
