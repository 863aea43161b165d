public enum Copilot {}
