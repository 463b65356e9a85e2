// Style sheets are bundled by the build; importing one only has side effects.
declare module '*.css';
