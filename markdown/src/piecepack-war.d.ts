// The widget's CDN bundle, which dist/piecepack-war-markdown.js imports from beside it at run time (esbuild keeps the
// import as written): importing it defines <piecepack-war>.
export {};
