/**
 * Docs pages say what a story pins: the Description block, for a story, adds a line naming the
 * toolbar values the story sets itself (its `globals`, see ./simulator.ts). Generated from the
 * story, so it cannot drift from what the story does. Registered as a docs component override
 * (`parameters.docs.components.Description`); inside it, `Description` is Storybook's own block.
 */
import type { ComponentProps } from 'react';
import { Description, useOf } from '@storybook/addon-docs/blocks';
import { storyPins } from './simulator';

type DescriptionProps = ComponentProps<typeof Description>;

function PinNote({ of }: { of: NonNullable<DescriptionProps['of']> }) {
  const resolved = useOf(of);
  if (resolved.type !== 'story') return null;
  const pins = storyPins(resolved.story.storyGlobals);
  if (pins.length === 0) return null;
  return (
    <p data-story-pins="">
      <strong>Pinned:</strong>{' '}
      {pins.map((pin, index) => (
        <span key={pin.global}>
          {index > 0 ? ', ' : ''}
          {pin.label} <code>{pin.value}</code>
        </span>
      ))}
      . The toolbar does not change it here (its menu is locked); open the story to see it in that state.
    </p>
  );
}

export function DescriptionWithPins(props: DescriptionProps) {
  return (
    <>
      <Description {...props} />
      {props.of === undefined || props.of === 'meta' ? null : <PinNote of={props.of} />}
    </>
  );
}
