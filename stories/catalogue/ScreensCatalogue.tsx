/**
 * The "Screens" catalogue (stories/docs/Screens.mdx): every route of both specs with its name,
 * path, permission, spec section and links to its stories; a built route without a story shows as
 * missing, a route nobody built as not built. Generated from the route table, the feature registry
 * and the story modules (load.ts, model.ts). Storybook documentation, in English like the other
 * docs pages; plain HTML so the docs page styles it.
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { addons } from 'storybook/preview-api';
import type { StoryEntry } from './model';
import { loadCatalogue, type Catalogue } from './load';

const NAVIGATE_URL = 'navigateUrl';

/** A link that works in the static build (the manager is `./` beside iframe.html) and, inside Storybook, navigates without a reload. */
export function StoryLink({ story, children }: { story: StoryEntry; children: string }) {
  const path = `?path=/story/${story.id}`;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      !addons.hasChannel()
    )
      return;
    event.preventDefault();
    addons.getChannel().emit(NAVIGATE_URL, path);
  };
  return (
    <a href={`./${path}`} target="_top" onClick={onClick} data-story-id={story.id}>
      {children}
    </a>
  );
}

/** A route's stories, grouped by their file's title: the title links to the first, the rest fold away. */
function Stories({ stories }: { stories: StoryEntry[] }) {
  const groups = new Map<string, StoryEntry[]>();
  for (const story of stories) groups.set(story.title, [...(groups.get(story.title) ?? []), story]);
  return (
    <ul style={{ margin: 0, paddingInlineStart: '1em' }}>
      {[...groups].map(([title, group]) => (
        <li key={title}>
          <StoryLink story={group[0]!}>{title}</StoryLink> ({group.length})
          {group.length > 1 ? (
            <details>
              <summary>Stories of {title}</summary>
              {group.map((story, index) => (
                <span key={story.id}>
                  {index > 0 ? ' · ' : null}
                  <StoryLink story={story}>{story.name}</StoryLink>
                </span>
              ))}
            </details>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

const STATUS_TEXT = { built: 'built', app: 'built (app shell)', 'not-built': 'not built' } as const;

/** `summaryOnly`: the summary line alone (the check story's picture does not change with every new story). */
export function ScreensCatalogue({ summaryOnly = false }: { summaryOnly?: boolean }) {
  const [data, setData] = useState<Catalogue | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    loadCatalogue().then(
      (loaded) => live && setData(loaded),
      (reason: unknown) =>
        live && setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      live = false;
    };
  }, []);

  if (error) return <p role="alert">The catalogue could not be loaded: {error}</p>;
  if (!data) return <p role="status">Loading the catalogue…</p>;

  const built = data.rows.filter((row) => row.status !== 'not-built');
  const missing = data.rows.filter((row) => row.missing);
  return (
    <div data-testid="screens-catalogue">
      <p data-testid="catalogue-summary">
        {data.rows.length} routes: {built.length} built, {data.rows.length - built.length} not
        built;{' '}
        {missing.length === 0
          ? 'every built route has stories'
          : `${missing.length} built without a story: ${missing.map((row) => row.name).join(', ')}`}
        .{summaryOnly ? null : ` (${data.storyFileCount} story files read.)`}
      </p>
      {summaryOnly ? null : (
        <>
          <table aria-label="Screens: every route of both specs">
            <thead>
              <tr>
                <th scope="col">Route</th>
                <th scope="col">Path</th>
                <th scope="col">Permission</th>
                <th scope="col">Spec section</th>
                <th scope="col">Status</th>
                <th scope="col">Stories</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr
                  key={row.name}
                  data-route={row.name}
                  data-status={row.missing ? 'missing' : row.status}
                >
                  <th scope="row">{row.name}</th>
                  <td>
                    <code>{row.path}</code>
                    {row.modal ? ' (modal: no top bar)' : null}
                  </td>
                  <td>{row.permission ?? (row.status === 'not-built' ? '–' : 'none')}</td>
                  <td>{row.spec}</td>
                  <td>{STATUS_TEXT[row.status]}</td>
                  <td>
                    {row.stories.length > 0 ? (
                      <Stories stories={row.stories} />
                    ) : row.missing ? (
                      <strong>Missing: no story</strong>
                    ) : (
                      '–'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>Journeys</h2>
          <p>Cross-screen paths through the app's real routes (stories/flows):</p>
          <ul data-testid="catalogue-journeys">
            {data.journeys.map((story) => (
              <li key={story.id}>
                <StoryLink
                  story={story}
                >{`${story.title.replace(/^Flows\//, '')}: ${story.name}`}</StoryLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
