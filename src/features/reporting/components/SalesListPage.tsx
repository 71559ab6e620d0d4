/**
 * The sales list (reporting.md §2 "Sales: breadcrumb home > sales"): the list report of sales
 * providers under its breadcrumb, whose last item is this page.
 */
import { Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Breadcrumbs } from '../../../design-system/components/Breadcrumbs';
import { routePath } from '../../../routing/paths';
import { EntityListPage } from './EntityListPage';

export function SalesListPage() {
  const { t } = useTranslation('reporting');
  return (
    <Stack gap="0">
      <Breadcrumbs
        items={[{ label: t('detail.home'), href: routePath('home') }, { label: t('list.sales.title') }]}
        renderLink={({ href, children, className }) => (
          <RouterLink to={href} className={className}>
            {children}
          </RouterLink>
        )}
      />
      <EntityListPage kind="sales" />
    </Stack>
  );
}
