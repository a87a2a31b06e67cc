{{/* The pod-level parts every trial backend shares: (dict "root" $ "name" "redis" "uid" 999). */}}
{{- define "lumafolio.trialPodSecurity" -}}
automountServiceAccountToken: false
securityContext:
  runAsNonRoot: true
  runAsUser: {{ .uid }}
  runAsGroup: {{ .uid }}
  fsGroup: {{ .uid }}
  seccompProfile: { type: RuntimeDefault }
{{- end -}}

{{- define "lumafolio.trialMetadata" -}}
name: {{ include "lumafolio.fullname" .root }}-{{ .name }}
labels:
  {{- include "lumafolio.componentLabels" . | nindent 2 }}
  lumafolio.io/role: trial-backend
{{- end -}}

{{/* A volume claim of the trial's StatefulSets: (dict "root" $ "size" "10Gi"). */}}
{{- define "lumafolio.trialVolumeClaim" -}}
- metadata:
    name: data
  spec:
    accessModes: [ReadWriteOnce]
    {{- with .root.Values.trial.storageClassName }}
    storageClassName: {{ . }}
    {{- end }}
    resources:
      requests:
        storage: {{ .size }}
{{- end -}}

{{/*
The password of every account, from the Secret, for the trial's server: NATS and REDIS, every
process and TOOLS; MONGODB, every process that uses the database (the gateway has no account,
operators sign in as root).
*/}}
{{- define "lumafolio.trialAccountPasswords" -}}
{{- $root := .root -}}
{{- $kind := .kind -}}
{{- $accounts := list -}}
{{- range $name, $p := include "lumafolio.processes" $root | fromYaml }}
{{- if or (ne $kind "MONGODB") (ne $p.database false) }}{{ $accounts = append $accounts (include "lumafolio.accountVariable" $name) }}{{ end }}
{{- end -}}
{{- if ne $kind "MONGODB" }}{{ $accounts = append $accounts "TOOLS" }}{{ end -}}
{{- range $account := $accounts }}
{{ include "lumafolio.secretEnv" (dict "root" $root "key" (printf "%s_PASSWORD_%s" $kind $account)) }}
{{- end }}
{{- end -}}
