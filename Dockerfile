# The guide's app image: the source and its dependencies on the current Node.js LTS. The build itself (`npm run
# build`) runs once per release in docker-compose.yml's one-shot `build` service, against the release's
# database, and every app replica serves that one build.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
EXPOSE 3000
CMD ["npm", "start"]
