# A front end (public-web or console) built by Vite and served by nginx.
# docker build -f docker/web.Dockerfile --build-arg APP=public-web .
FROM node:20-bookworm-slim AS build
ARG APP=public-web
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/domain/package.json libs/domain/
COPY apps/api/package.json apps/api/
COPY apps/public-web/package.json apps/public-web/
COPY apps/console/package.json apps/console/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY libs libs
COPY scripts/initial-js.mjs scripts/precompress.mjs scripts/
COPY apps/${APP} apps/${APP}
RUN npm run build -w @lendbridge/${APP}

FROM nginx:1.27-alpine
ARG APP=public-web
COPY docker/nginx-spa.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/${APP}/dist /usr/share/nginx/html
EXPOSE 80
