import type { MouseEvent } from "react";
import type { RouterAdapter, ShellLinkProps } from "../ports";

/** True for links that leave the single-page app (absolute http(s) URLs). */
export const isExternalUrl = (href: string) => /^https?:\/\//i.test(href);

/** The host's Link when it has one; else an `<a>` that navigates in-app on a plain left click. */
export function ShellLink({ router, href, onClick, ...props }: ShellLinkProps & { router?: RouterAdapter }) {
  const HostLink = router?.Link;
  if (HostLink && !isExternalUrl(href)) return <HostLink href={href} onClick={onClick} {...props} />;
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      !router ||
      isExternalUrl(href) ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      props.target === "_blank"
    ) {
      return;
    }
    event.preventDefault();
    router.navigate(href);
  };
  return <a href={href} onClick={handleClick} {...props} />;
}

/** A full page load through the router adapter, else `window.location.assign`. */
export function assignLocation(router: RouterAdapter | undefined, url: string) {
  if (router?.assign) router.assign(url);
  else globalThis.location?.assign(url);
}
