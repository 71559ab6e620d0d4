/**
 * The MDX compile options of every docs page, shared by main.ts (through @storybook/addon-docs'
 * `mdxPluginOptions`) and the docs-pages test, so the test compiles the pages exactly as Storybook does.
 * remark-gfm: tables, task lists, strikethrough and autolinks render (plain MDX has no GFM).
 */
import remarkGfm from 'remark-gfm';

export const mdxPluginOptions = {
  mdxCompileOptions: {
    remarkPlugins: [remarkGfm],
  },
};
