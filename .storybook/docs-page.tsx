/**
 * The docs page of every component. Storybook's own page renders all of a component's stories in
 * one frame, where they share one simulator: each story's loader resets it, and the last reset
 * decides what every story on the page shows (an Empty story would show data). So when a page's
 * stories run against different simulator setups (persona, scenario, latency, faults, seed), it
 * renders only the first story and lists the others, each with its description, what it pins and
 * a link that opens it on its own. Pages whose stories share one setup (most design-system
 * components) render every story, as Storybook's page does.
 */
import { useContext } from 'react';
import { Controls, Description, DocsContext, Primary, Stories, Subtitle, Title } from '@storybook/addon-docs/blocks';
import { needsOwnFrames } from './simulator';

type PreparedStory = ReturnType<React.ContextType<typeof DocsContext>['componentStories']>[number];

function StateList({ stories }: { stories: PreparedStory[] }) {
  return (
    <section aria-labelledby="docs-states-heading" data-testid="docs-states">
      <h3 id="docs-states-heading">States</h3>
      <p>
        Each state runs against its own simulator setup, so it opens on its own (the page above shows the first one). Use
        the link, or the sidebar.
      </p>
      <ul>
        {stories.map((story) => (
          <li key={story.id}>
            <a href={`./?path=/story/${story.id}`} target="_top">
              {story.name}
            </a>
            {/* Storybook's block, which the preview overrides with the one that names a story's pins. */}
            <Description of={story.moduleExport} />
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PortalDocsPage() {
  const context = useContext(DocsContext);
  const stories = context.componentStories().filter((story) => story.tags.includes('autodocs'));
  const ownFrames = needsOwnFrames(stories);
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
