// Test target placeholder: its tests land with its issue.
