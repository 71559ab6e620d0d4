/**
 * Incidents (incidenti, operations.md §2): a title, a search box that submits on Enter, an Add
 * button and the table (service group, begin, end, title, public, Edit). A row expands to its
 * description (line breaks kept) and components. More pages load on "Load more" or as the user
 * scrolls to the end; an end marker shows when every incident is loaded.
 *
 * The permission check decides the view: with IncidentsView every incident (or, by the scope link,
 * the public ones), search, Add and Edit; without it, or when the check fails, the public list only.
 * Search and scope live in the URL. Titles and descriptions are only ever rendered as text.
 */
import { Box, Button, Flex, HStack, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { serverTextOf } from '../../../api/errors';
import { LoadFailedAlert } from '../../../design-system/components/LoadFailedAlert';
import { DataTable, type DataTableColumn } from '../../../design-system/components/DataTable';
import { PageHeader } from '../../../design-system/components/PageHeader';
import { notify, OPERATIONS_TOAST_DURATION } from '../../../design-system/components/toaster';
import { useFormat } from '../../../design-system/format/useFormat';
import { useIncidentList, useIncidentsPermission, useServiceGroups, type IncidentScope } from '../api';
import type { Incident } from '../model/incident';
import { IncidentDialog } from './IncidentDialog';
import { useDialogDraft } from '../../../routing/form-draft';
import { LuCheck, LuX } from 'react-icons/lu';

/** Loads the next page when the end of the list scrolls into view after the user has scrolled. */
function useLoadOnScroll(onReachEnd: () => void, active: boolean) {
  const ref = useRef<HTMLDivElement | null>(null);
  const callback = useRef(onReachEnd);
  callback.current = onReachEnd;
  useEffect(() => {
    const node = ref.current;
    if (!node || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      // Only a scroll by the user loads more: a short first page does not load every page by itself.
      const scrolled = (document.scrollingElement?.scrollTop ?? 0) > 0;
      if (scrolled && entries.some((entry) => entry.isIntersecting)) callback.current();
    });
    observer.observe(node);
    const onScroll = () => {
      const rect = node.getBoundingClientRect();
      if (rect.top < window.innerHeight && (document.scrollingElement?.scrollTop ?? 0) > 0) callback.current();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
    };
  }, [active]);
  return ref;
}

export function IncidentsPage() {
  const { t } = useTranslation('incidents');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const permission = useIncidentsPermission();
  const canViewAll = permission.data?.canViewAll ?? false;
  const scope: IncidentScope = canViewAll && params.get('scope') !== 'public' ? 'all' : 'public';
  const search = canViewAll ? (params.get('search') ?? '') : '';
  const [draft, setDraft] = useState(search);
  const list = useIncidentList({ scope, search }, permission.isSuccess);
  const serviceGroups = useServiceGroups();
  const [editing, setEditing] = useState<Incident | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  useEffect(() => setDraft(search), [search]);

  const pages = list.data?.pages ?? [];
  const incidents = pages.flatMap((page) => page.incidents);
  const total = pages[pages.length - 1]?.total ?? 0;
  const loadMore = () => {
    // cancelRefetch: false: a second scroll event while a page loads does not restart it.
    if (list.hasNextPage && !list.isFetchingNextPage && !list.isFetchNextPageError) void list.fetchNextPage({ cancelRefetch: false });
  };
  const sentinel = useLoadOnScroll(loadMore, !!list.hasNextPage);

  const setQuery = (next: { search?: string; scope?: IncidentScope }) => {
    const query = new URLSearchParams();
    const value = { search: next.search ?? search, scope: next.scope ?? scope };
    if (value.scope === 'public') query.set('scope', 'public');
    if (value.search) query.set('search', value.search);
    setParams(query);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: draft.trim() });
  };

  // The open dialog survives a forced trip to sign-in: on return it opens again, with its draft,
  // once its incident is among those loaded.
  useDialogDraft<{ id: number | null }>('incident-dialog', dialogOpen ? { id: editing?.id ?? null } : undefined, incidents, (wanted) => {
    const incident = wanted.id === null ? null : incidents.find((i) => i.id === wanted.id);
    if (incident === undefined) return false;
    setEditing(incident);
    setDialogOpen(true);
    return true;
  });

  const groupName = (code: string) => serviceGroups.data?.find((g) => g.code === code)?.description ?? code;

  const openDialog = (incident: Incident | null) => {
    setEditing(incident);
    setDialogOpen(true);
  };

  const columns: DataTableColumn<Incident>[] = [
    { id: 'serviceGroup', header: t('columns.serviceGroup'), cell: (row) => groupName(row.serviceGroup) },
    { id: 'beginTime', header: t('columns.beginTime'), cell: (row) => format.dateTime(row.beginTime), width: 170 },
    {
      id: 'endTime',
      header: t('columns.endTime'),
      width: 170,
      cell: (row) =>
        row.endTime ? (
          format.dateTime(row.endTime)
        ) : (
          <Text as="span" color="fg.warning" fontWeight="medium">
            {t('ongoing')}
          </Text>
        ),
    },
    { id: 'title', header: t('columns.title'), cell: (row) => <Text as="span" wordBreak="break-word">{row.title}</Text> },
    {
      id: 'isPublic',
      header: t('columns.isPublic'),
      align: 'center',
      width: 90,
      cell: (row) => (
        <Box
          as="span"
          role="img"
          aria-label={row.isPublic ? t('public.yes') : t('public.no')}
          display="inline-flex"
          color={row.isPublic ? 'fg.success' : 'fg.error'}
          data-public={row.isPublic}
        >
          {row.isPublic ? <LuCheck size="1.1em" /> : <LuX size="1.1em" />}
        </Box>
      ),
    },
    // Add and Edit are for everyone who sees the page (operations.md §6 ties IncidentsView to the
    // full list and search only); the server decides on the save.
    {
      id: 'edit',
      header: t('columns.edit'),
      align: 'end' as const,
      width: 110,
      cell: (row: Incident) => (
        <Button size="sm" variant="outline" colorPalette="brand" aria-label={t('editLabel', { title: row.title })} onClick={() => openDialog(row)}>
          {t('edit')}
        </Button>
      ),
    },
  ];

  const renderExpanded = (row: Incident) => (
    <Stack gap="3" py="2" px="2">
      <Box>
        <Text fontWeight="semibold" textStyle="sm">
          {t('details.description')}
        </Text>
        <Text whiteSpace="pre-line" wordBreak="break-word" color={row.description ? undefined : 'fg.muted'}>
          {row.description || t('details.noDescription')}
        </Text>
      </Box>
      <HStack gap="8" align="flex-start" wrap="wrap">
        <Box>
          <Text fontWeight="semibold" textStyle="sm">
            {t('details.components')}
          </Text>
          <Text color={row.components.length ? undefined : 'fg.muted'}>
            {row.components.length ? row.components.join(', ') : t('details.noComponents')}
          </Text>
        </Box>
        <Box>
          <Text fontWeight="semibold" textStyle="sm">
            {t('details.level')}
          </Text>
          <Text>{`${row.level} – ${t(`level.${row.level}`)}`}</Text>
        </Box>
      </HStack>
    </Stack>
  );

  const loading = permission.isPending || list.isPending;
  return (
    <Stack gap="4">
      <PageHeader
        title={t('title')}
        count={list.data ? total : undefined}
        countText={list.data ? format.count(total) : undefined}
        countLabel={list.data ? t('count', { count: total }) : undefined}
        actions={
          <Button colorPalette="brand" onClick={() => openDialog(null)}>
            {t('add')}
          </Button>
        }
      />
      {canViewAll ? (
        <Stack gap="3">
          <HStack as="nav" aria-label={t('scope.label')} gap="1">
            {(['all', 'public'] as const).map((value) => (
              <Link
                key={value}
                asChild
                px="3"
                py="1.5"
                borderRadius="md"
                fontWeight="medium"
                color="fg"
                bg={scope === value ? 'brand.subtle' : undefined}
                aria-current={scope === value ? 'page' : undefined}
              >
                <RouterLink
                  to={{ search: new URLSearchParams({ ...(value === 'public' ? { scope: 'public' } : {}), ...(search ? { search } : {}) }).toString() }}
                >
                  {t(`scope.${value}`)}
                </RouterLink>
              </Link>
            ))}
          </HStack>
          <Box as="form" role="search" aria-label={t('search.label')} onSubmit={onSearch}>
            <HStack gap="2" maxW="xl">
              <Input
                aria-label={t('search.label')}
                aria-describedby="incident-search-hint"
                placeholder={t('search.placeholder')}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                bg="bg"
              />
              <Button type="submit" colorPalette="brand" variant="outline">
                {t('search.submit')}
              </Button>
            </HStack>
            <Text id="incident-search-hint" textStyle="sm" color="fg.muted" mt="1">
              {t('search.hint')}
            </Text>
          </Box>
        </Stack>
      ) : null}
      {list.isError && !list.data ? (
        <LoadFailedAlert title={t('loadFailed')} detail={serverTextOf(list.error)} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <DataTable
            caption={t('title')}
            columns={columns}
            rows={incidents}
            getRowId={(row) => String(row.id)}
            enableSorting={false}
            loading={loading}
            emptyTitle={t('empty.title')}
            emptyDescription={search ? t('empty.description') : undefined}
            renderExpanded={renderExpanded}
          />
          <Box ref={sentinel} aria-hidden="true" h="1px" />
          {list.isFetchNextPageError ? (
            <LoadFailedAlert title={t('loadMoreFailed')} detail={serverTextOf(list.error)} onRetry={() => void list.fetchNextPage()} />
          ) : null}
          {list.data && total > 0 ? (
            <Flex justify="center" align="center" gap="3" direction="column" py="2">
              {list.hasNextPage ? (
                <>
                  <Text textStyle="sm" color="fg.muted">
                    {t('loaded', { loaded: format.count(incidents.length), total: format.count(total) })}
                  </Text>
                  {!list.isFetchNextPageError ? (
                    <Button variant="outline" onClick={loadMore} loading={list.isFetchingNextPage} loadingText={t('loadMore')} spinner={<Spinner size="sm" />}>
                      {t('loadMore')}
                    </Button>
                  ) : null}
                </>
              ) : (
                <Text textStyle="sm" color="fg.muted" data-testid="incidents-end">
                  {t('end', { total: format.count(total) })}
                </Text>
              )}
            </Flex>
          ) : null}
        </>
      )}
      <IncidentDialog
        incident={editing}
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        onSaved={() => {
          setDialogOpen(false);
          notify.success(t('saved'), { duration: OPERATIONS_TOAST_DURATION });
        }}
      />
    </Stack>
  );
}
