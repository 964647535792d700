// `app.injectWS`, which @fastify/websocket adds to the app, for the subscription tests.
import type {} from '@fastify/websocket';
