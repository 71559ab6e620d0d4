import { Breadcrumb } from '@chakra-ui/react';
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

export function Breadcrumbs({ items, renderLink }: BreadcrumbsProps) {
  const { t } = useTranslation('ds');
  return (
    <Breadcrumb.Root aria-label={t('breadcrumb.label')} mb="3">
      <Breadcrumb.List>
        {items.map((item, i) => {
          const last = i === items.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <Breadcrumb.Item>
                {last || !item.href ? (
                  <Breadcrumb.CurrentLink>{item.label}</Breadcrumb.CurrentLink>
                ) : renderLink ? (
                  <Breadcrumb.Link asChild>{renderLink({ href: item.href, children: item.label })}</Breadcrumb.Link>
                ) : (
                  <Breadcrumb.Link href={item.href}>{item.label}</Breadcrumb.Link>
                )}
              </Breadcrumb.Item>
              {!last ? <Breadcrumb.Separator /> : null}
            </Fragment>
          );
        })}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
