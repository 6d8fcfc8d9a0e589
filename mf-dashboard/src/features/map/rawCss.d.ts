// `import text from 'x.css?raw'`: the file's text (the `asset/source` rule of shared/build/createWebpackConfig.cjs).
declare module '*.css?raw' {
  const text: string;
  export default text;
}
