import { Breadcrumb, VisuallyHidden } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface BreadcrumbItem {
  label: string;
  /** Omit on the current (last) item. */
  href?: string;
}

/**
 * Renders a link. The app passes react-router's Link here so the design system does not
 * import the router: `renderLink={({ href, children, ...rest }) => <Link to={href} {...rest}>{children}</Link>}`.
 */
export type RenderLink = (props: { href: string; children: ReactNode; className?: string }) => ReactNode;

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  renderLink?: RenderLink;
}

/** A link of the trail: never broken inside a word; on a phone at least 24 × 24 px, a finger's target. */
const LINK_STYLE = {
  whiteSpace: 'nowrap',
  display: { base: 'inline-flex', md: 'inline' },
  alignItems: 'center',
  minH: { base: '6', md: 'auto' },
  minW: { base: '6', md: 'auto' },
} as const;

/**
 * The trail to the current page. Below md it shortens to "… › current page": the "…" links to the
 * page one level up (named for screen readers), and no label is broken inside a word.
 */
export function Breadcrumbs({ items, renderLink }: BreadcrumbsProps) {
  const { t } = useTranslation('ds');
  const link = (href: string, children: ReactNode) =>
    renderLink ? (
      <Breadcrumb.Link asChild {...LINK_STYLE}>
        {renderLink({ href, children })}
      </Breadcrumb.Link>
    ) : (
      <Breadcrumb.Link href={href} {...LINK_STYLE}>
        {children}
      </Breadcrumb.Link>
    );
  const parent = items.length > 1 ? items[items.length - 2] : undefined;
  return (
    <Breadcrumb.Root aria-label={t('breadcrumb.label')} mb="3">
      <Breadcrumb.List wordBreak="normal" overflowWrap="normal">
        {parent?.href ? (
          <>
            <Breadcrumb.Item hideFrom="md">
              {link(
                parent.href,
                <>
                  <span aria-hidden="true">…</span>
                  <VisuallyHidden>{parent.label}</VisuallyHidden>
                </>,
              )}
            </Breadcrumb.Item>
            <Breadcrumb.Separator hideFrom="md" />
          </>
        ) : null}
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <Breadcrumb.Item hideBelow={last ? undefined : 'md'}>
                {last || !item.href ? (
                  <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
                ) : (
                  link(item.href, item.label)
                )}
              </Breadcrumb.Item>
              {!last ? <Breadcrumb.Separator hideBelow="md" /> : null}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
