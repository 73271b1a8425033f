// A catalog cut by build/catalog-sections.ts: some sections of one language.
declare module '*.json?sections=first' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
declare module '*.json?sections=guest' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
declare module '*.json?sections=rest' {
  const catalog: Record<string, unknown>;
  export default catalog;
}
