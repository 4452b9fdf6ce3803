// Module placeholder: its code lands with its issue (see docs/ARCHITECTURE.md).
