/**
 * The id of the pre-rendered page's `<template>` that names the app's chunks for its screen. Links in a template
 * are inert, so the browser fetches none of them before the page's first paint; client/boot.ts puts them in the
 * head once that paint is done (decision 0042).
 */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';
