/**
 * The polygon editor's search: places and city boundaries from the geocoder, the results to choose
 * from, and the licence of the data shown. A found or chosen result moves the map's view.
 */
import { Alert, Button, Field, Flex, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { LatLngBoundsExpression } from 'leaflet';
import { useRef, useState, type FormEvent } from 'react';
import { ChoiceButtons } from '../components/ChoiceButtons';
import { GeocoderError, searchGeocoder, type GeoResult, type SearchKind } from './geocoder';
import { boundsOf } from './map-parts';
import { useMapTranslation } from './map-texts';

type SearchState =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'loading'; kind: SearchKind }
  | { status: 'failed' }
  | { status: 'done'; kind: SearchKind; query: string; results: GeoResult[]; selected: string | null };

/** The search's state; `onView` is told the bounds of each result found or chosen. */
export function useGeoSearch(geocoderUrl: string, onView: (bounds: LatLngBoundsExpression | null) => void) {
  const { i18n } = useMapTranslation();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<SearchState>({ status: 'idle' });
  const searchAbort = useRef<AbortController | null>(null);
  const selected = search.status === 'done' ? (search.results.find((r) => r.id === search.selected) ?? null) : null;
  // The licence of the data shown: the chosen result's, else the first listed result's.
  const licence = selected?.licence ?? (search.status === 'done' ? (search.results.find((r) => r.licence)?.licence ?? null) : null);

  const run = async (kind: SearchKind) => {
    if (query.trim() === '') {
      setSearch({ status: 'invalid' });
      return;
    }
    searchAbort.current?.abort();
    const controller = new AbortController();
    searchAbort.current = controller;
    setSearch({ status: 'loading', kind });
    try {
      const results = await searchGeocoder(geocoderUrl, query, kind, i18n.language, controller.signal);
      const first = results[0] ?? null;
      setSearch({ status: 'done', kind, query: query.trim(), results, selected: first?.id ?? null });
      if (first) onView(first.boundary ? boundsOf(first.boundary) : first.bounds);
    } catch (error) {
      if (controller.signal.aborted) return;
      if (error instanceof GeocoderError || error instanceof Error) setSearch({ status: 'failed' });
    }
  };

  const select = (id: string | null) => {
    if (search.status !== 'done') return;
    setSearch({ ...search, selected: id });
    const result = search.results.find((r) => r.id === id);
    if (result) onView(result.boundary ? boundsOf(result.boundary) : result.bounds);
  };

  return { query, setQuery, search, run, select, selected, licence };
}

export type GeoSearch = ReturnType<typeof useGeoSearch>;

export function GeoSearchPanel({ geo }: { geo: GeoSearch }) {
  const { t } = useMapTranslation();
  const { search, selected, licence } = geo;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void geo.run('place');
  };
  return (
    <Stack gap="2">
      <form onSubmit={onSubmit} role="search" aria-label={t('search.label')}>
        <Flex gap="2" align="end" wrap="wrap">
          <Field.Root invalid={search.status === 'invalid'} flex="1" minW="60">
            <Field.Label>{t('search.label')}</Field.Label>
            <Input value={geo.query} onChange={(e) => geo.setQuery(e.target.value)} size="sm" />
            {search.status === 'invalid' ? <Field.ErrorText>{t('search.emptyQuery')}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" size="sm" loading={search.status === 'loading' && search.kind === 'place'}>
            {t('search.place')}
          </Button>
          <Button type="button" size="sm" variant="outline" loading={search.status === 'loading' && search.kind === 'boundary'} onClick={() => void geo.run('boundary')}>
            {t('search.boundary')}
          </Button>
        </Flex>
      </form>
      {search.status === 'failed' ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Title>{t('search.failed')}</Alert.Title>
        </Alert.Root>
      ) : null}
      {search.status === 'done' && search.results.length === 0 ? (
        <Text role="status" fontSize="sm">
          {t('search.none', { query: search.query })}
        </Text>
      ) : null}
      {search.status === 'done' && search.results.length > 0 ? (
        <HStack align="start" gap="2" wrap="wrap">
          <ChoiceButtons
            label={t('search.results')}
            size="xs"
            options={search.results.map((result) => ({ value: result.id, label: result.name, title: result.label }))}
            value={search.selected}
            onChange={(id) => {
              if (search.results.some((r) => r.id === id)) geo.select(id);
            }}
          />
          {search.selected ? (
            <Button size="xs" variant="ghost" onClick={() => geo.select(null)}>
              {t('search.clear')}
            </Button>
          ) : null}
          {licence ? (
            // The service's own words, shown as text (never as HTML), as its terms ask.
            <Text fontSize="xs" color="fg.muted" w="full" data-testid="search-licence">
              {licence}
            </Text>
          ) : null}
          {search.kind === 'boundary' && selected && !selected.boundary ? (
            <Text fontSize="sm" role="status">
              {t('search.noBoundary', { name: selected.name })}
            </Text>
          ) : null}
        </HStack>
      ) : null}
    </Stack>
  );
}
