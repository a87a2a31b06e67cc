{{/* The release's base name: the release name, or <release>-lumafolio. */}}
{{- define "lumafolio.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 40 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "lumafolio.labels" -}}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: lumafolio
{{- end -}}

{{/* Labels of one component: (dict "root" $ "name" "media-worker"). */}}
{{- define "lumafolio.componentLabels" -}}
{{ include "lumafolio.labels" .root }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "lumafolio.selectorLabels" -}}
app.kubernetes.io/name: {{ .root.Chart.Name }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Every pod of the release's Node processes carries lumafolio.io/role (gateway, service or worker). */}}
{{- define "lumafolio.releaseSelector" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* files/processes.yaml, as YAML text (pipe to fromYaml). */}}
{{- define "lumafolio.processes" -}}
{{ .Files.Get "files/processes.yaml" }}
{{- end -}}

{{/* One process's settings: `defaults` overridden by processes.<name>, as YAML text. */}}
{{- define "lumafolio.settings" -}}
{{- $own := get .root.Values.processes .name | default dict -}}
{{- toYaml (mergeOverwrite (deepCopy .root.Values.defaults) (deepCopy $own)) -}}
{{- end -}}

{{/* MEDIA_WORKER from media-worker: the suffix of its NATS_PASSWORD_/REDIS_PASSWORD_ keys. */}}
{{- define "lumafolio.accountVariable" -}}
{{- . | upper | replace "-" "_" -}}
{{- end -}}

{{- define "lumafolio.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "lumafolio.fullname" .)) -}}
{{- end -}}

{{- define "lumafolio.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* Backend addresses: the trial's own Services, or the external ones from values. */}}
{{- define "lumafolio.natsUrl" -}}
{{- if .Values.trial.enabled -}}
nats://{{ include "lumafolio.fullname" . }}-nats:4222
{{- else -}}
{{ .Values.nats.url }}
{{- end -}}
{{- end -}}

{{- define "lumafolio.redisAddress" -}}
{{- if .Values.trial.enabled -}}
{{ include "lumafolio.fullname" . }}-redis:6379
{{- else -}}
{{ .Values.redis.host }}:{{ .Values.redis.port }}
{{- end -}}
{{- end -}}

{{- define "lumafolio.redisScheme" -}}
{{- if and .Values.redis.tls (not .Values.trial.enabled) }}rediss{{ else }}redis{{ end -}}
{{- end -}}

{{/* The trial MongoDB's single replica-set member, by its stable name (host:port). */}}
{{- define "lumafolio.trialMongoHost" -}}
{{- $f := include "lumafolio.fullname" . -}}
{{ $f }}-mongo-0.{{ $f }}-mongo:27017
{{- end -}}

{{/*
A process's URI on the trial MongoDB: (dict "root" $ "name" "media-worker"). Its own user (made
by create-accounts.js in the database lumafolio), its password put in by Kubernetes from
$(MONGODB_ACCOUNT_PASSWORD), which must come before MONGODB_URI in the container's env.
*/}}
{{- define "lumafolio.trialMongoUri" -}}
mongodb://{{ .name }}:$(MONGODB_ACCOUNT_PASSWORD)@{{ include "lumafolio.trialMongoHost" .root }}/lumafolio?replicaSet=rs0&authSource=lumafolio
{{- end -}}

{{- define "lumafolio.s3Endpoint" -}}
{{- if .Values.trial.enabled -}}
http://{{ include "lumafolio.fullname" . }}-s3:7070
{{- else -}}
{{ .Values.s3.endpoint }}
{{- end -}}
{{- end -}}

{{/* A variable read from the Secret: (dict "root" $ "key" "AUTH_JWKS" "optional" false). */}}
{{- define "lumafolio.secretEnv" -}}
- name: {{ .name | default .key }}
  valueFrom:
    secretKeyRef:
      name: {{ include "lumafolio.secretName" .root }}
      key: {{ .key }}
      {{- if .optional }}
      optional: true
      {{- end }}
{{- end -}}

{{- define "lumafolio.healthcheckCommand" -}}
exec:
  command: [node, libs/server-common/dist/health/healthcheck-cli.js, {{ . }}]
{{- end -}}

{{/* The container's security settings, for the app and the trial backends alike. */}}
{{- define "lumafolio.containerSecurityContext" -}}
{{ toYaml .Values.securityContext }}
{{- end -}}

{{/* The port of the issuer's public URL (the gateway's egress to it). */}}
{{- define "lumafolio.issuerPort" -}}
{{- $url := urlParse (.Values.config.oidcIssuerUrl | default .Values.config.authIssuerUrl) -}}
{{- $parts := splitList ":" $url.host -}}
{{- if gt (len $parts) 1 }}{{ last $parts }}{{ else if eq $url.scheme "http" }}80{{ else }}443{{ end -}}
{{- end -}}
