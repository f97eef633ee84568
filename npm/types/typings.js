// The framework typings' runtime side: nothing. `import 'piecepack-war/react'` (or /vue, /preact, /solid) then also
// works in a bundler, which needs a file to import where TypeScript reads only the declarations.
export {};
