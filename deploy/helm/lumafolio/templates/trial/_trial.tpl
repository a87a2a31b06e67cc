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

{{/* The password of every account (NATS or REDIS), from the Secret, for the trial's server. */}}
{{- define "lumafolio.trialAccountPasswords" -}}
{{- $root := .root -}}
{{- $kind := .kind -}}
{{- $accounts := list -}}
{{- range $name, $p := include "lumafolio.processes" $root | fromYaml }}{{ $accounts = append $accounts (include "lumafolio.accountVariable" $name) }}{{ end -}}
{{- range $account := append $accounts "TOOLS" }}
{{ include "lumafolio.secretEnv" (dict "root" $root "key" (printf "%s_PASSWORD_%s" $kind $account)) }}
{{- end }}
{{- end -}}
