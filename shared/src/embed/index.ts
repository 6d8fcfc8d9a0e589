export { createEmbedLifecycles } from './createEmbedLifecycles';
export {
  EMBED_NOTIFY_EVENT,
  EmbedHost,
  type EmbedHostProps,
  type EmbedProps,
  type EmbeddableComponent,
} from './embedHost';
export { mountStandalone } from './mountStandalone';
