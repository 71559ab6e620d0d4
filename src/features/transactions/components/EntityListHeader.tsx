/**
 * Breadcrumb and title of a list under an entity (reporting.md §2): home > the kind's list > the
 * entity > this list, e.g. home > sales > provider > transactions. The entity's name comes from its
 * info (cached with the report pages).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { entityInfoQueryOptions, type EntityKind } from '../../../api/entity-info';
import { Breadcrumbs } from '../../../design-system/components/Breadcrumbs';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { useFormat } from '../../../design-system/format/useFormat';
import { routePath, type RouteName } from '../../../routing/paths';
import { useDocumentEntity } from '../../../routing/document-title';
import { useTranslation } from 'react-i18next';

const PLACES: Record<EntityKind, { list: RouteName; detail: RouteName }> = {
  parking: { list: 'parking', detail: 'parkingProvider' },
  garage: { list: 'garages', detail: 'garageDetails' },
  park: { list: 'parks', detail: 'parkDetails' },
  sales: { list: 'sales', detail: 'saleDetails' },
};

export interface EntityListHeaderProps {
  kind: EntityKind;
  id: number;
  /** The list's name: the last breadcrumb and the title. */
  title: string;
  total?: number;
  countLabel?: (count: number) => string;
}

export function EntityListHeader({ kind, id, title, total, countLabel }: EntityListHeaderProps) {
  const { t } = useTranslation('transactions');
  const format = useFormat();
  const info = useQuery(entityInfoQueryOptions(kind, id));
  const place = PLACES[kind];
  const name = info.data?.name ?? '…';
  useDocumentEntity(info.data?.name);
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), href: routePath('home') },
          { label: t(`breadcrumb.${kind}`), href: routePath(place.list) },
          { label: name, href: routePath(place.detail, { id }) },
          { label: title },
        ]}
        renderLink={({ href, children, className }) => (
          <Link to={href} className={className}>
            {children}
          </Link>
        )}
      />
      <PageHeader
        title={info.data ? `${title}: ${info.data.name}` : title}
        count={total}
        countText={total === undefined ? undefined : format.count(total)}
        countLabel={total === undefined || !countLabel ? undefined : countLabel(total)}
      />
    </>
  );
}
