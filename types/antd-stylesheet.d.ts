declare module '*/build/antdStylesheet.cjs' {
  /** The antd component names imported (`import { A } from 'antd'`) in the .ts/.tsx files below the folders. */
  export function antdImports(sourceDirs: string[]): string[];
  /** `css` cut between top-level rules into consecutive parts of at most `maxBytes`. */
  export function splitStylesheet(css: string, maxBytes?: number): string[];
  /** The portal's pre-built antd stylesheet, in parts to be linked in their order. */
  export function antdStylesheet(options: { sourceDirs: string[]; production: boolean }): {
    files: { fileName: string; css: string }[];
    components: string[];
  };
}
