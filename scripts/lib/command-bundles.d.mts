// The types of command-bundles.mjs (plain JavaScript: the launcher loads it at every start, uncompiled).
export declare const COMMANDS: readonly string[];
export declare const repositoryDir: string;
export declare function bundlePath(name: string): string;
export declare function inputsPath(name: string): string;
export declare function isUpToDate(name: string): boolean;
