// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "gh-lite",
    products: [
        .executable(name: "gh-lite", targets: ["gh-lite"]),
    ],
    dependencies: [],
    targets: [
        // libcurl's headers, with typed wrappers around its variadic setopt/getinfo. The library itself
        // is opened on the first request (see shim.h), so it is not linked and start-up stays fast.
        .systemLibrary(
            name: "CCurl",
            providers: [.apt(["libcurl4-openssl-dev"])]
        ),
        // SQLite's headers: the repository mirrors (transactions, one writer at a time across processes).
        .systemLibrary(
            name: "CSQLite",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // cmark-gfm's headers (GitHub's Markdown parser and its table, strikethrough, autolink and tasklist
        // extensions); like libcurl, the libraries are opened on the first body rendered (see shim.h).
        .systemLibrary(
            name: "CCMarkGFM",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]
        ),
        // Everything gh-lite does, with no I/O of its own: models, environments, commands, rendering.
        // Closure specialisation is off in optimised builds: the jq evaluator passes every continuation as a closure,
        // and the optimiser would copy the evaluator for each one (an -O build took 704 s of CPU and 3.9 GB; 189 s and
        // 1.7 GB without the pass). Scripts/fuzz passes the same flag.
        .target(name: "GHLiteCore",
                swiftSettings: [.unsafeFlags(["-Xllvm", "-sil-disable-pass=closure-specialize"], .when(configuration: .release))]),
        // The only module that touches curl, the file system and the process: ContainerEnvironment.live.
        .target(name: "GHLiteLive", dependencies: ["GHLiteCore", "CCurl", "CSQLite", "CCMarkGFM"]),
        .executableTarget(name: "gh-lite", dependencies: ["GHLiteCore", "GHLiteLive"]),
        // The in-memory GitHub behind ContainerEnvironment.mock, for tests and fuzzers; the product never uses it.
        .target(name: "GHLiteMock", dependencies: ["GHLiteCore"]),
        .testTarget(name: "GHLiteCoreTests", dependencies: ["GHLiteCore", "GHLiteMock"]),
        .testTarget(name: "GHLiteLiveTests", dependencies: ["GHLiteLive"]),
        .testTarget(name: "GHLiteCLITests", dependencies: ["gh-lite", "GHLiteLive"]),
    ],
    swiftLanguageModes: [.v6]
)
