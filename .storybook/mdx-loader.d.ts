/** Storybook's MDX loader (@storybook/addon-docs/mdx-loader ships no types): a webpack-style loader. */
declare module '@storybook/addon-docs/mdx-loader' {
  interface MdxLoaderContext {
    async(): (error: Error | null, code?: string) => void;
    getOptions(): unknown;
    resourcePath: string;
  }
  const loader: (this: MdxLoaderContext, content: string) => Promise<void>;
  export default loader;
}
