/**
 * The docs page of every component. Storybook's own page renders all of a component's stories in
 * one frame, where they share one simulator: each story's loader resets it, and the last reset
 * decides what every story on the page shows (an Empty story would show data). So when a page's
 * stories run against different simulator setups (persona, scenario, latency, faults, seed), the
 * first story renders on the page and every other one renders in a frame of its own: its own
 * preview (this page, showing that one story as docs show a story, so no play function runs), its
 * own simulator and its own storage (./frame-storage.ts: its own session), with its persona, scenario,
 * faults and clock, under its description,
 * what it pins and a link that opens it alone. Frames load as they scroll into view, once the page's
 * own simulator is up (so theirs answer from their first request). Pages whose
 * stories share one setup (most design-system components) render every story, as Storybook's page does.
 */
import { useContext, useEffect, useRef, useState } from 'react';
import { Controls, Description, DocsContext, Primary, Stories, Story, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { needsOwnFrames } from './simulator';
import { STATE_PARAM } from './frame-storage';

type PreparedStory = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

/**
 * Resolves once this page is controlled by the simulator's service worker. A frame made after that
 * is controlled from its first request, so its story's calls reach its own simulator; a frame made
 * before (the worker still installing on a first visit) would send them to the static server.
 */
function whenControlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (!container || container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/**
 * True once the element has come into view (and stays true). A state's frame is made only then:
 * each boots a whole preview and its own simulator, and the browser's own lazy
 * loading started frames thousands of pixels away, most of a long page's at once.
 */
function useSeen(ref: React.RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}

const MIN_FRAME_HEIGHT = 240;
const MAX_FRAME_HEIGHT = 2400;

/** One story in a frame of its own, as tall as what it shows (the frame is on this origin). */
function StoryFrame({ story }: { story: PreparedStory }) {
  const ref = useRef<HTMLIFrameElement>(null);
  const placeholder = useRef<HTMLDivElement>(null);
  const seen = useSeen(placeholder);
  const [height, setHeight] = useState(480);
  const [controlled, setControlled] = useState(() => Boolean(navigator.serviceWorker?.controller));
  useEffect(() => {
    let live = true;
    void whenControlled().then(() => live && setControlled(true));
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    const frame = ref.current;
    if (!frame) return undefined;
    let observer: ResizeObserver | undefined;
    const follow = () => {
      const root = frame.contentDocument?.documentElement;
      if (!root) return;
      observer?.disconnect();
      const fit = () => {
        const body = frame.contentDocument?.body;
        const content = body ? Math.max(body.scrollHeight, body.getBoundingClientRect().height) : root.scrollHeight;
        setHeight(Math.min(MAX_FRAME_HEIGHT, Math.max(MIN_FRAME_HEIGHT, Math.ceil(content))));
      };
      observer = new ResizeObserver(fit);
      if (frame.contentDocument?.body) observer.observe(frame.contentDocument.body);
      fit();
    };
    frame.addEventListener('load', follow);
    return () => {
      frame.removeEventListener('load', follow);
      observer?.disconnect();
    };
  }, [controlled, seen]);
  if (!controlled || !seen) return <div ref={placeholder} style={{ height }} aria-busy="true" />;
  return (
    <iframe
      ref={ref}
      src={`iframe.html?id=${encodeURIComponent(`${story.componentId}--docs`)}&viewMode=docs&${STATE_PARAM}=${encodeURIComponent(story.id)}`}
      title={`${story.title}: ${story.name}`}
      data-story-frame={story.id}
      style={{ width: '100%', height, border: '1px solid #e2e8f0', borderRadius: 4, background: 'white' }}
    />
  );
}

function StateList({ stories }: { stories: PreparedStory[] }) {
  return (
    <section aria-labelledby="docs-states-heading" data-testid="docs-states">
      <h3 id="docs-states-heading">States</h3>
      <p>
        Each state below runs in a frame of its own, against its own simulator: its persona, scenario, faults and clock. The link
        opens a state alone, with the toolbar.
      </p>
      {stories.map((story) => (
        <article key={story.id} aria-labelledby={`docs-state-${story.id}`} data-testid="docs-state">
          <h4 id={`docs-state-${story.id}`}>
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
          </h4>
          {/* Storybook's block, which the preview overrides with the one that names a story's pins. */}
          <Description of={story.moduleExport} />
          <StoryFrame story={story} />
        </article>
      ))}
    </section>
  );
}

export function PortalDocsPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories().filter((story) => story.tags.includes('autodocs'));
  const ownFrames = needsOwnFrames(stories);
  // A state's own frame: this docs page with that one story, rendered as docs render a story (its
  // loaders set up this frame's simulator; no play function runs).
  const framed = new URLSearchParams(window.location.search).get(STATE_PARAM);
  const framedStory = framed ? stories.find((story) => story.id === framed) : undefined;
  if (framedStory) return <Story of={framedStory.moduleExport} />;
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      {ownFrames ? <StateList stories={stories.slice(1)} /> : <Stories />}
    </>
  );
}
