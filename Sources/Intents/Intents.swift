public enum Intents {}
